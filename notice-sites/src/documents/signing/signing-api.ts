import type { SignedAnswer } from '@andel/domain/shared';
import { apiFetch, uploadFiles } from '@andel/ui/shell';

/** Where the browser returns after an e-ID signing (the provider sends it to the callback page first). */
const returnKey = 'andel.signing.return';
export const rememberReturn = () => sessionStorage.setItem(returnKey, `${window.location.pathname}${window.location.search}`);
export const rememberedReturn = () => sessionStorage.getItem(returnKey);

/** The signer's calls (seed 002, section 7: `/sign/*`), for a link's token or a batch id. */
export const signingApi = {
  sendCode: (id: string) => apiFetch<{ sentTo: string }>(`/sign/sign-with-email/${encodeURIComponent(id)}`),
  verifyCode: (id: string, code: string) => apiFetch<SignedAnswer>(`/sign/verify-signing-with-code/${encodeURIComponent(id)}/${encodeURIComponent(code)}`, { method: 'POST' }),
  signWithHandwriting: (id: string, image: Blob) => uploadFiles<SignedAnswer>(`/sign/sign-with-handwriting/${encodeURIComponent(id)}`, [new File([image], 'signature.png', { type: 'image/png' })], () => undefined, 'signature'),
  startEid: (id: string) => apiFetch<{ authorizationUrl: string }>(`/sign/start-eid/${encodeURIComponent(id)}`, { method: 'POST' }),
};
