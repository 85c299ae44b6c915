/**
 * The demo verification documents: a one-page PDF per seeded request, so the staff review opens a real file.
 * Written by hand (no PDF library): one page, the standard Helvetica font in WinAnsi encoding (Spanish accents are
 * single Latin-1 bytes there), and the cross-reference table with the byte offset of each object.
 */

/** Escapes a text for a PDF literal string. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A one-page PDF (A4-like 595x842 pt) with a title and lines of text, deterministic for the same input. */
export function renderDocumentPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 20 Tf',
    '60 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
