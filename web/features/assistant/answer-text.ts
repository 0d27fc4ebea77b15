/** An answer's text without its heading marks and line breaks, for a preview. */
export const plainText = (answer: string) =>
  answer
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
