import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Tests read a PDF's text back (pdfjs-dist, Apache-2.0, a devDependency): not a test file itself.

/** Every page's text, its runs joined by single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const runs: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str.trim());
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: runs.join(' ').replace(/\s+/g, ' ') };
}
