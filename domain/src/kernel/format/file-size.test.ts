// Seed (platform core) section 9: units bytes, KB, MB, GB on a 1024 base; the signing upload limit
// 5120*5120 bytes is 25 MB on that base.
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 B'],
    [512, 'en', '512 B'],
    [1023, 'nb', '1 023 B'],
    [1024, 'nb', '1 KB'],
    [1536, 'nb', '1,5 KB'],
    [1536, 'en', '1.5 KB'],
    [10_240, 'sv', '10 KB'],
    [1_048_575, 'en', '1 MB'],
    [1_048_576, 'en', '1 MB'],
    [5120 * 5120, 'en', '25 MB'],
    [5120 * 5120, 'nb', '25 MB'],
    [3_355_443, 'nb', '3,2 MB'],
    [1_610_612_736, 'sv', '1,5 GB'],
    [5 * 1024 ** 4, 'en', '5,120 GB'],
  ] as const)('shows %i bytes in %s as %j', (bytes, language, expected) => {
    expect(formatFileSize(bytes, language)).toBe(expected);
  });
});
