// Node's TextDecoder('windows-1252') decodes 0x80–0x9F as C1 control codes (Latin-1), not as the euro sign,
// dashes and curly quotes that Windows files mean there, so that range is mapped here.
const highRange = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Decodes Windows-1252 bytes; every byte is valid, so this never fails. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? highRange.charCodeAt(byte - 0x80) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}
