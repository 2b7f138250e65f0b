// The one API client the UI uses. It cannot tell, and does not care, which shell it runs in.
import { createApiClient } from '../../shared/api/client';
import { pickTransport } from './transport';

export { ApiCallError } from '../../shared/api/client';

export const api = createApiClient(pickTransport());
