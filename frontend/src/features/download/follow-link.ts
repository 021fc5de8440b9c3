/** Follows a signed download link: the api answers with an attachment, so the page stays. */
export function followDownloadLink(url: string): void {
  window.location.assign(url);
}
