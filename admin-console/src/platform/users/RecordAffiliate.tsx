import type { AffiliateRecorded } from '@andel/domain/shared';
import { useEffect } from 'react';
import { apiFetch } from '@andel/ui/shell';
import { takeAffiliate } from './affiliate';

/** On a signed-in page: records the partner key an `/affiliate/{affiliateKey}` visit left, once (`PUT /add-affiliate/{key}`). */
export const RecordAffiliate = () => {
  useEffect(() => {
    const key = takeAffiliate();
    if (key) void apiFetch<AffiliateRecorded>(`/add-affiliate/${encodeURIComponent(key)}`, { method: 'PUT' }).catch(() => undefined);
  }, []);
  return null;
};
