import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importApplyReplySchema,
  importCreatedSchema,
  importIdParamsSchema,
  importListSchema,
  importSourceSchema,
  importViewSchema,
} from '@streakwise/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import {
  applyImport,
  createImport,
  getImport,
  listImports,
  undoImport,
  type SendImportJob,
} from './imports.service.js';

const errors = errorReplies(400, 401, 404, 409, 413);

/** The form's `source` and `file`, in whichever order they come; the file whole, in memory. */
async function readForm(request: FastifyRequest): Promise<{ source: string; file: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'VALIDATION',
      'Send the file as multipart/form-data, with "file" and "source".',
    );
  }
  let source = '';
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file === undefined && part.fieldname === 'file') file = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === 'source' && typeof part.value === 'string') {
        source = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
    }
    // Anything else here is the body itself: cut short, a broken boundary, too many parts.
    throw new AppError('VALIDATION', IMPORT_MESSAGES.uploadBroken);
  }
  if (file === undefined) throw new AppError('VALIDATION', IMPORT_MESSAGES.fileNeeded);
  return { source, file };
}

/** /api/imports (issue 28): every plan may import; another person's import is a 404. */
export const importRoutes: FastifyPluginAsyncZod<
  AppDeps & { sendImportJob: SendImportJob }
> = async (app, { sendImportJob, ...deps }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 6 },
  });
  const { common, ctx } = signedInRoutes(app, deps, 'imports');

  app.post(
    '/',
    {
      // The file is read as it comes (readForm), up to IMPORT_MAX_BYTES, past the JSON body limit.
      bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024,
      schema: {
        ...common,
        description:
          'multipart/form-data with `file` and `source` (csv: a spreadsheet; loop: the ZIP of Loop ' +
          "Habit Tracker's CSV export or its .db backup; habitica: the user-data JSON export; " +
          'streakwise is coming). Reads the file and answers a preview; nothing is written to the habits until ' +
          'apply. Unreadable, malformed or empty: 400 IMPORT_UNREADABLE; over 20 MB: 413.',
        response: { 201: importCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readForm(request);
      const source = importSourceSchema.safeParse(form.source);
      if (!source.success) {
        throw new AppError('VALIDATION', IMPORT_MESSAGES.sourceInvalid, {
          source: IMPORT_MESSAGES.sourceInvalid,
        });
      }
      const created = await createImport(ctx(request.log), user, source.data, form.file);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/',
    {
      schema: {
        ...common,
        description: "The person's imports, newest first, with their counts.",
        response: { 200: importListSchema, ...errors },
      },
    },
    async (request) => listImports(ctx(request.log), requireUser(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...common,
        description: 'An import: ready, running (with progress), done (with counts) or failed.',
        params: importIdParamsSchema,
        response: { 200: importViewSchema, ...errors },
      },
    },
    async (request) => getImport(ctx(request.log), requireUser(request), request.params.id),
  );

  app.post(
    '/:id/apply',
    {
      schema: {
        ...common,
        description: 'Applies a ready import through the job queue: 202, then follow GET.',
        params: importIdParamsSchema,
        response: { 202: importApplyReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const reply202 = await applyImport(ctx(request.log), user, request.params.id, sendImportJob);
      return reply.status(202).send(reply202);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...common,
        description:
          'Undoes a finished import: its habits, and the days it added to merged ones, go.',
        params: importIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await undoImport(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
