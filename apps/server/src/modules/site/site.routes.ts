import { companyRegisterUrl, siteInfoSchema, type SiteInfo } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';

/** GET /api/site: the brand, company and mailbox details from configuration, for the web app. */
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
};
