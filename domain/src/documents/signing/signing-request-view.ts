import type { SigningRequest } from './signing-request.entity';
import type { SigningRequestView } from './signing-views';

export const signingRequestView = (request: SigningRequest): SigningRequestView => ({ id: request.id, title: request.title, status: request.status, sentAt: request.sentAt.toISOString() });
