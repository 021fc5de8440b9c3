/** Follows the signed link to the member's data: the api answers with an attachment, so the page stays. */
export function followDataExportLink(url: string): void {
  window.location.assign(url);
}
