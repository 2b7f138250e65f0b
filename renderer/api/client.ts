// The one API client the UI uses. It cannot tell, and does not care, which shell it runs in.
import { createApiClient } from '../../shared/api/client';
import { pickTransport } from './transport';

export { ApiCallError } from '../../shared/api/client';

const transport = pickTransport();

export const api = createApiClient(transport);

/** Every event the services send (task progress, and app-wide news such as a restored backup). */
export const onServerEvent = (listener: (event: unknown) => void): (() => void) => transport.onEvent(listener);
