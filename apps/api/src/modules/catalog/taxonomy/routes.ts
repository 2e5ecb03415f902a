import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import {
  adminCampTypeListSchema,
  adminCampTypeSchema,
  campTypeCreateSchema,
  campTypeListSchema,
  adminInterestListSchema,
  adminInterestSchema,
  adminSkillListSchema,
  adminSkillSchema,
  interestCreateSchema,
  skillCreateSchema,
  taxonomyRenameSchema,
} from '@camp/shared/taxonomy';
import { currentUser } from '../../../plugins/auth.js';
import * as campTypes from './use-cases/camp-types.js';
import * as interests from './use-cases/interests.js';
import * as skills from './use-cases/skills.js';
import { exportCampTypes, exportInterests, exportSkills } from './use-cases/export.js';
import { sendCsv } from '../../../lib/csv.js';

const params = z.object({ id: urlIntField() });

/**
 * The catalog's taxonomy in the back office: interests (skill groups and program interests),
 * skills and camp types, listed, added, renamed, retired and un-retired (admins only); and the
 * camp types offered for new choices, which every form and filter reads (anyone).
 */
export async function adminTaxonomyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];
  const preHandler = app.requireRole('Admin');

  const lists = [
    {
      base: '/api/v1/admins/interests',
      export: exportInterests,
      filename: 'interests.csv',
      noun: 'interest',
      list: interests.listInterests,
      listSchema: adminInterestListSchema,
      one: adminInterestSchema,
      rename: interests.renameInterest,
      retire: interests.setInterestRetired,
    },
    {
      base: '/api/v1/admins/skills',
      export: exportSkills,
      filename: 'skills.csv',
      noun: 'skill',
      list: skills.listSkills,
      listSchema: adminSkillListSchema,
      one: adminSkillSchema,
      rename: skills.renameSkill,
      retire: skills.setSkillRetired,
    },
    {
      base: '/api/v1/admins/camp_types',
      export: exportCampTypes,
      filename: 'camp-types.csv',
      noun: 'camp type',
      list: campTypes.listCampTypes,
      listSchema: adminCampTypeListSchema,
      one: adminCampTypeSchema,
      rename: campTypes.renameCampType,
      retire: campTypes.setCampTypeRetired,
    },
  ] as const;

  app.get(
    '/api/v1/camp_types',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The camp types offered for new choices (retired ones left out), in list order',
        response: { 200: campTypeListSchema },
      },
    },
    async () => campTypes.listOfferedCampTypes(app.ctx),
  );

  app.post(
    '/api/v1/admins/camp_types',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a camp type at the end of the list',
        description: '422 on name when the list already has it, whatever its case.',
        body: campTypeCreateSchema,
        response: { 201: adminCampTypeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await campTypes.addCampType(app.ctx, currentUser(request).id, request.body.name)),
  );

  app.post(
    '/api/v1/admins/interests',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an interest at the end of its list (activity: a skill group; program)',
        description: '422 on name when the list already has it, whatever its case.',
        body: interestCreateSchema,
        response: { 201: adminInterestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await interests.addInterest(app.ctx, currentUser(request).id, request.body)),
  );

  app.post(
    '/api/v1/admins/skills',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a skill at the end of its skill group',
        description: '422 on name when the skill group already has it, whatever its case.',
        body: skillCreateSchema,
        response: { 201: adminSkillSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await skills.addSkill(app.ctx, currentUser(request).id, request.body)),
  );

  for (const l of lists) {
    app.get(
      l.base,
      {
        preHandler,
        schema: {
          tags,
          summary: `Every ${l.noun}, retired ones too, with how many activities use it`,
          response: { 200: l.listSchema },
        },
      },
      async () => l.list(app.ctx),
    );

    app.get(
      `${l.base}/export`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Every ${l.noun}, retired ones too, with how many activities use it, as CSV`,
          description: 'In list order, the same rows as the list.',
        },
      },
      async (_request, reply) => sendCsv(reply, l.filename, await l.export(app.ctx)),
    );

    app.put(
      `${l.base}/:id`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Rename ${l.noun === 'interest' ? 'an' : 'a'} ${l.noun}`,
          params,
          body: taxonomyRenameSchema,
          response: { 200: l.one },
        },
      },
      async (request) =>
        l.rename(app.ctx, currentUser(request).id, request.params.id, request.body.name),
    );

    for (const [method, retired] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: `${l.base}/:id/retirement`,
        preHandler,
        schema: {
          tags,
          summary: retired
            ? `Retire a ${l.noun}: no longer offered for new choices, kept where it was chosen`
            : `Offer a retired ${l.noun} again`,
          params,
          response: { 200: l.one },
        },
        handler: async (request) =>
          l.retire(app.ctx, currentUser(request).id, request.params.id, retired),
      });
    }
  }
}
