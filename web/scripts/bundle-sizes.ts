/**
 * Gzip size of the JavaScript and CSS each route needs (routeSizes.ts): the login route (entry +
 * login page), the shell after login (shell + home), and every lazily loaded chunk. What Chromium
 * actually downloads, fonts included, is test/bench/firstLoad.ts.
 */
import { join } from 'node:path';
import { routeSizes, type Files } from './routeSizes';

const sizes = routeSizes(join(import.meta.dirname, '..', 'dist'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const line = (f: Files) => `${kb(f.js + f.css)} gzip (JS ${kb(f.js)}, CSS ${kb(f.css)}; ${f.files.size} files)`;

console.log(`login route (entry + login page): ${line(sizes.login)}`);
console.log(`shell after login (shell + home, not already loaded): ${line(sizes.afterLogin)}`);
console.log(`signed-in first load (everything above): ${line(sizes.signedIn)}`);
for (const r of sizes.routes) console.log(`  ${kb(r.gzip).padStart(9)}  ${r.route}`);
