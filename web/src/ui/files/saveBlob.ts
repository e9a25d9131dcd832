/** Saves bytes the app holds under a file name, through a temporary link (the token never leaves the app). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked once the browser has taken the download over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
