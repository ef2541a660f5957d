/**
 * Puts text that is still being fetched on the clipboard. Must be called during the click: the clipboard is
 * claimed at once with a ClipboardItem whose content is a promise, so the browser accepts the write although
 * the text arrives after a network wait. Browsers without ClipboardItem get the text written when it arrives.
 */
export async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
