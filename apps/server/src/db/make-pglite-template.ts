/**
 * `npm run build` runs this after compiling: it makes the database that new data folders start
 * from (pglite-template.ts, template-database.ts), in `dist/pglite-template/`. A start still
 * applies any migration newer than the template.
 */
import { makeTemplate, TEMPLATE_DIR } from './pglite-template.js';
import { createTemplateDatabase } from './template-database.js';

const started = Date.now();
await makeTemplate(createTemplateDatabase);
process.stdout.write(`pglite template: ${TEMPLATE_DIR} (${Date.now() - started} ms)\n`);
