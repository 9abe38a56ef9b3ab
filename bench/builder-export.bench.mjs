// The builder's exports (product §6): render time (median and p95 over 30 runs after warm-up) and
// file size of a one-page resume, a three-page resume and a cover letter, as PDF and as DOCX.
// Baselines in the same run and process: a minimal one-page pdfkit PDF (standard font, and with
// the same two DejaVu fonts embedded) and a one-paragraph docx document, i.e. what any export costs
// before our layout, and JSON.stringify of each document (its size as data). Runs the server's TypeScript through tsx in a child process, as seed.bench does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, percentile } from './lib.mjs';

export const title = 'builder exports: PDF and DOCX render time and size';
const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const RUNS = 30;
const WARMUP = 3;

async function sample(render) {
  for (let i = 0; i < WARMUP; i++) await render();
  const times = [];
  let bytes;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = await render();
    times.push(performance.now() - started);
  }
  return { median: median(times), p95: percentile(times, 95), size: Buffer.byteLength(bytes) };
}

/** In the child (under tsx): measure everything and print one JSON line. */
async function measure() {
  const exportDir = path.join(root, 'server/src/modules/builder/export');
  const { renderPdf } = await import(path.join(exportDir, 'pdf.ts'));
  const { renderDocx } = await import(path.join(exportDir, 'docx.ts'));
  const fixtures = await import(path.join(exportDir, 'test-documents.ts'));
  const { default: PDFDocument } = await import('pdfkit');
  const docx = await import('docx');
  const { templateFonts } = await import(path.join(exportDir, 'pdf-fonts.ts'));
  // With the template's fonts, the baseline pays the same font subsetting our exports pay.
  const minimalPdf = (withFonts) =>
    new Promise((resolve) => {
      const doc = new PDFDocument({ size: 'LETTER' });
      const chunks = [];
      doc.on('data', (chunk) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      if (withFonts) {
        const fonts = templateFonts('classic');
        doc.font(fonts.bold).text('Hello').font(fonts.regular).text('Hello');
      } else doc.text('Hello');
      doc.end();
    });
  const minimalDocx = () =>
    docx.Packer.toBuffer(
      new docx.Document({ sections: [{ children: [new docx.Paragraph({ text: 'Hello' })] }] }),
    );
  const documents = {
    'resume, 1 page': fixtures.resumeFixture,
    'resume, 3 pages': fixtures.longResumeFixture,
    'cover letter': fixtures.coverLetterFixture,
  };
  const results = {
    baselines: {
      pdf: await sample(() => minimalPdf(false)),
      pdfFonts: await sample(() => minimalPdf(true)),
      docx: await sample(minimalDocx),
    },
    documents: {},
  };
  for (const [name, document] of Object.entries(documents)) {
    const pdf = await sample(() => renderPdf(document, name));
    const lastPdf = await renderPdf(document, name);
    results.documents[name] = {
      json: await sample(async () => JSON.stringify(document)),
      pdf: { ...pdf, pages: lastPdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g).length },
      docx: await sample(() => renderDocx(document, name)),
    };
  }
  console.log(JSON.stringify(results));
}

export async function run() {
  const child = spawnSync(process.execPath, ['--import', 'tsx', here, '--measure'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(child.stdout + child.stderr);
  const results = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const row = (figure, format, figures, baseline) => ({
    figure,
    format,
    runs: RUNS,
    'median ms': +figures.median.toFixed(3),
    'p95 ms': +figures.p95.toFixed(3),
    '× baseline median': baseline ? +(figures.median / baseline.median).toFixed(1) : '',
    'size KB': +(figures.size / 1024).toFixed(1),
    ...(figures.pages ? { pages: figures.pages } : {}),
  });
  const { baselines } = results;
  const rows = [
    row('baseline: minimal pdfkit PDF ("Hello", Helvetica)', 'pdf', baselines.pdf),
    row('baseline: minimal PDF with two DejaVu fonts embedded', 'pdf', baselines.pdfFonts),
    row('baseline: minimal docx ("Hello")', 'docx', baselines.docx),
  ];
  for (const [name, figures] of Object.entries(results.documents))
    rows.push(
      row(`${name}: JSON.stringify`, 'json', figures.json),
      row(name, 'pdf', figures.pdf, baselines.pdfFonts),
      row(name, 'docx', figures.docx, baselines.docx),
    );
  return {
    rows,
    notes: [
      `${RUNS} timed renders after ${WARMUP} warm-up ones, sequential, in one child process (tsx)`,
      '"× baseline": PDFs against the minimal PDF with the same two DejaVu fonts, DOCX against the minimal docx',
    ],
  };
}

if (process.argv.includes('--measure')) await measure();
