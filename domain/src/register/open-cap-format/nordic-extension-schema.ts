import { corrections, transactionTypes } from '../log/log-entry-types';
import { shareClassCodes } from '../share-classes/share-class-codes';

const integer = { type: 'string', pattern: '^-?[0-9]{1,19}$' } as const;
const decimal = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$' } as const;
const id = { type: 'string', minLength: 1 } as const;

/** The JSON schema (draft-07) of `NordicExtension`, checked with the OCF files on import. */
export const nordicExtensionSchema = {
  $schema: 'http://json-schema.org/draft-07/schema',
  $id: 'https://andel.no/ocf/andel-nordic-extension/1.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['extension', 'version', 'issuer', 'nominalValue', 'stockClasses', 'stakeholders', 'log'],
  properties: {
    extension: { const: 'andel-nordic' },
    version: { const: 1 },
    issuer: {
      type: 'object',
      additionalProperties: false,
      required: ['organisationNumber', 'name', 'country', 'currency'],
      properties: { organisationNumber: { type: 'string' }, name: { type: 'string' }, country: { type: 'string' }, currency: { type: 'string' } },
    },
    nominalValue: { oneOf: [decimal, { type: 'null' }] },
    stockClasses: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'code', 'votesPerShare', 'historical', 'customNames', 'votes'],
        properties: {
          id,
          code: { enum: [...shareClassCodes] },
          votesPerShare: decimal,
          historical: { type: 'boolean' },
          customNames: { type: 'array', items: { type: 'object' } },
          votes: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['validFrom', 'votesPerShare'], properties: { validFrom: { type: 'string', format: 'date' }, votesPerShare: decimal } },
          },
        },
      },
    },
    stakeholders: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'shareholder'],
        properties: { id, shareholder: { type: 'object', additionalProperties: { type: ['string', 'boolean', 'null'] } } },
      },
    },
    log: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'sequence', 'type', 'transactionDate', 'payload', 'effects', 'isPending', 'correction', 'corrects', 'postings'],
        properties: {
          id,
          sequence: { type: 'integer', minimum: 1 },
          type: { enum: [...transactionTypes] },
          transactionDate: { type: 'string', format: 'date-time' },
          payload: { type: 'object' },
          effects: { type: 'object' },
          isPending: { type: 'boolean' },
          correction: { oneOf: [{ enum: [...corrections] }, { type: 'null' }] },
          corrects: { oneOf: [id, { type: 'null' }] },
          postings: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['stakeholderId', 'stockClassId', 'quantity', 'numberFrom', 'numberTo'],
              properties: { stakeholderId: { oneOf: [id, { type: 'null' }] }, stockClassId: id, quantity: integer, numberFrom: integer, numberTo: integer },
            },
          },
        },
      },
    },
  },
} as const;
