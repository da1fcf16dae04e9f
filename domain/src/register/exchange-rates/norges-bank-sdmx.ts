import Decimal from 'decimal.js';
import { z } from 'zod';

/** One published rate of a series: its banking day and NOK per one unit of the currency, as a decimal string. */
export type RateObservation = { date: string; rate: string };

const codes = z.array(z.object({ id: z.string() }));
const component = z.object({ id: z.string(), values: codes });

/**
 * The part of an SDMX-JSON data message (format=sdmx-json) the rate is read from: series keyed by the indexes of
 * their dimension values ("0:0:0:0" = FREQ:BASE_CUR:QUOTE_CUR:TENOR), observations keyed by the index of their
 * TIME_PERIOD with the value as text first, and series attributes given as indexes into the structure's values.
 */
const ZSdmxDataMessageSchema = z.object({
  data: z.object({
    dataSets: z.array(
      z.object({
        series: z.record(z.string(), z.object({ attributes: z.array(z.number().int().nullable()).default([]), observations: z.record(z.string(), z.array(z.string().nullable()).min(1)) })).default({}),
      }),
    ),
    structure: z.object({
      dimensions: z.object({ series: z.array(component), observation: z.array(component) }),
      attributes: z.object({ series: z.array(component).default([]) }),
    }),
  }),
});

const codeAt = (dimension: z.infer<typeof component> | undefined, index: number | null | undefined) => (index === null || index === undefined ? undefined : dimension?.values[index]?.id);

/**
 * The rates of `currency` in a Norges Bank EXR answer, oldest first. A value is NOK per 10^UNIT_MULT units (SEK,
 * DKK and JPY are quoted per 100, UNIT_MULT 2), so it is divided back to one unit; the text is read as a decimal,
 * never as a float. Null when the answer is not such a message.
 */
export const parseNorgesBankRates = (body: unknown, currency: string): RateObservation[] | null => {
  const parsed = ZSdmxDataMessageSchema.safeParse(body);
  if (!parsed.success) return null;
  const { dataSets, structure } = parsed.data.data;
  const seriesDimensions = structure.dimensions.series;
  const baseAt = seriesDimensions.findIndex(({ id }) => id === 'BASE_CUR');
  const time = structure.dimensions.observation.find(({ id }) => id === 'TIME_PERIOD');
  const unitAt = structure.attributes.series.findIndex(({ id }) => id === 'UNIT_MULT');
  const rates: RateObservation[] = [];
  for (const { series } of dataSets) {
    for (const [key, { attributes, observations }] of Object.entries(series)) {
      const indexes = key.split(':').map(Number);
      if (codeAt(seriesDimensions[baseAt], indexes[baseAt]) !== currency) continue;
      const unitMultiplier = Number(codeAt(structure.attributes.series[unitAt], attributes[unitAt]) ?? '0');
      if (!Number.isInteger(unitMultiplier) || unitMultiplier < 0 || unitMultiplier > 9) return null;
      for (const [at, [value]] of Object.entries(observations)) {
        const date = codeAt(time, Number(at));
        if (!date || !value || !/^\d+(\.\d+)?$/.test(value)) continue;
        rates.push({ date, rate: new Decimal(value).div(new Decimal(10).pow(unitMultiplier)).toFixed() });
      }
    }
  }
  return rates.sort((a, b) => a.date.localeCompare(b.date));
};

/** The most recent rate published at or before `date` (there is none on weekends and bank holidays). */
export const latestRateAtOrBefore = (rates: readonly RateObservation[], date: string): RateObservation | null =>
  rates.filter((observation) => observation.date <= date).at(-1) ?? null;
