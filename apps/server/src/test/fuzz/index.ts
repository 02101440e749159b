/*
 * Hostile requests for every route, built from the app's own OpenAPI document
 * (`import * as fuzz from './test/fuzz/index.js'`): fast-check arbitraries for bodies, query strings,
 * path parameters and headers, the checks every reply must pass, and the database reads behind
 * "nothing invalid was stored".
 */
export {
  documentedEndpoints,
  registeredRoutes,
  endpointsOf,
  type JsonSchema,
  type Param,
  type Endpoint,
} from './endpoints.js';
export {
  know,
  renew,
  type ActorName,
  type Owner,
  type Actor,
  type KnownId,
  type World,
} from './world.js';
export { Raw, Entries, jsonText, type Value } from './json-text.js';
export { hostileText } from './hostile.js';
export { type Auth } from './auth.js';
export { type Body } from './bodies.js';
export { visible, Request, requestArb, send, type Outcome } from './request.js';
export { replyProblems, problemsOf, report, harvest, learn } from './replies.js';
export { Delivery, deliveryArb } from './stripe.js';
export {
  ownedTables,
  idsOf,
  ownersOf,
  snapshotOf,
  storedControls,
  ledgerMismatches,
  enumViolations,
  type StoredControl,
} from './database.js';
