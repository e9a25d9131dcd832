import { inject } from 'vitest';

// Test workers talk to the same stand-ins as the runtime: same endpoints, same linked resources.
Object.assign(process.env, inject('runtime').env);
