import {
  companyRegisterUrl,
  launchOfferStatusSchema,
  siteInfoSchema,
  type SiteInfo,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { launchOfferStatus } from '../billing/subscription.service.js';

/** How long a browser or proxy may reuse the launch offer's count. */
const LAUNCH_OFFER_MAX_AGE_S = 10;

/**
 * GET /api/site: the brand, company and mailbox details from configuration, for the web app.
 * GET /api/site/launch-offer: the launch offer's places left, for the landing page.
 */
export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { brand } = deps.config;
  const info: SiteInfo = {
    brandName: brand.name,
    companyName: brand.companyName,
    companyNumber: brand.companyNumber,
    companyAddress: brand.companyAddress,
    supportEmail: brand.supportEmail,
    complaintsEmail: brand.complaintsEmail,
    contactEmail: brand.contactEmail,
    companyRegisterUrl: companyRegisterUrl(brand.companyNumber),
  };
  app.get(
    '/site',
    { schema: { tags: ['site'], response: { 200: siteInfoSchema } } },
    async () => info,
  );

  app.get(
    '/site/launch-offer',
    {
      schema: {
        tags: ['site'],
        description:
          'The launch offer (the first `limit` verified accounts get a month of Premium): how ' +
          'many places are left, and whether it still runs. Public; may be cached for ' +
          `${LAUNCH_OFFER_MAX_AGE_S} seconds.`,
        response: { 200: launchOfferStatusSchema },
      },
      // NOTE: a route hook runs after the app's onSend (plugins/security.ts sets no-store on /api).
      onSend: async (_request, reply) => {
        reply.header('Cache-Control', `public, max-age=${LAUNCH_OFFER_MAX_AGE_S}`);
      },
    },
    async () => launchOfferStatus(deps.database.db, deps.config.launchOfferLimit),
  );
};
