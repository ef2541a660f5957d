import { defineEndpoints } from '../endpoint-contract';
import { personalCoreSetBodyMaxBytes } from './body-limits';
import { z } from 'zod';
import {
  createPersonalCoreSetRequestSchema,
  deletedPersonalCoreSetSchema,
  personalCoreSetSchema,
  updatePersonalCoreSetRequestSchema,
} from '../../index';

/** A personal set's id as `GET /api/set/all` serves it (`personal-12`), or the bare number. */
const personalCoreSetIdParams = { id: z.string().regex(/^(?:personal-)?[1-9][0-9]{0,9}$/) };

/** The caller’s own core sets. One contract per call (decision record 0059). */
export const personalCoreSetsEndpoints = defineEndpoints({
  // Personal core sets ("My sets", decision 0011).
  createPersonalCoreSet: {
    method: 'post',
    path: '/set/personal',
    tag: 'Personal core sets',
    summary: 'Create a personal core set',
    access: 'core-sets:write',
    bodyLimit: { maxBytes: personalCoreSetBodyMaxBytes, message: 'core_set.too_large' },
    body: createPersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 201: personalCoreSetSchema },
  },
  updatePersonalCoreSet: {
    method: 'patch',
    path: '/set/personal/:id',
    tag: 'Personal core sets',
    summary: 'Change a personal core set',
    access: 'core-sets:write',
    bodyLimit: { maxBytes: personalCoreSetBodyMaxBytes, message: 'core_set.too_large' },
    params: personalCoreSetIdParams,
    body: updatePersonalCoreSetRequestSchema,
    errors: [413],
    responses: { 200: personalCoreSetSchema },
  },
  deletePersonalCoreSet: {
    method: 'delete',
    path: '/set/personal/:id',
    tag: 'Personal core sets',
    summary: 'Delete a personal core set',
    access: 'core-sets:write',
    params: personalCoreSetIdParams,
    responses: { 200: deletedPersonalCoreSetSchema },
  },
});
