/** The namespace's Chinese, a chunk of its own fetched when hk or cn is used (docs/decisions/0084-first-load.md). */
export { hk } from './hk';
export { cn } from './cn';
