import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../modules/reports/report-model';
import { largeFixture } from '../pdf/report-fixtures';
import { renderReportPdf } from '../pdf/report-pdf';
import { createReportRenderPool, ReportRenderError } from './report-render-pool';

const folder = mkdtempSync(join(tmpdir(), 'rv-render-pool-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const analysis = largeFixture({ riskCount: 6, imageCount: 2 });
const model = buildReportModel({
  analysis,
  selectedRiskIds: (analysis.analysis.risques ?? []).map((risk) => risk.risque_id),
  preparedBy: { name: 'Nora Tremblay', organisation: 'Conseil SST Tremblay inc.' },
  assessor: null,
  generatedAt: new Date('2026-03-14T15:00:00Z'),
  paper: 'A4',
});
const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05020' } })
  .jpeg()
  .toBuffer();
const loadImage = async () => photo;

let count = 0;
function read(pdf: Buffer) {
  const file = join(folder, `report-${++count}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2,
  };
}

describe('report render pool', () => {
  it('lays out in its worker the same report as the main thread, photos included', async () => {
    const pool = createReportRenderPool({ idleStopMs: 60_000 });
    try {
      const [fromWorker, fromMain] = await Promise.all([
        pool.pdf(model, { loadImage }),
        renderReportPdf(model, { loadImage }),
      ]);
      expect(pool.running).toBe(true);
      const worker = read(fromWorker);
      const main = read(fromMain);
      expect(worker.text).toBe(main.text);
      expect(worker.images).toBe(main.images);
      expect(worker.images).toBeGreaterThanOrEqual(2);
      const docx = await pool.docx(model, { loadImage });
      expect(docx.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await pool.close();
    }
    expect(pool.running).toBe(false);
  });

  it('stops its idle worker and starts a fresh one for the next report', async () => {
    const pool = createReportRenderPool({ idleStopMs: 50 });
    try {
      await pool.pdf(model, { loadImage });
      await expect.poll(() => pool.running, { timeout: 5000 }).toBe(false);
      const again = await pool.pdf(model, { loadImage });
      expect(read(again).text).toContain(model.area);
    } finally {
      await pool.close();
    }
  });

  it('gives up on a report past its time and serves the next one', async () => {
    const pool = createReportRenderPool({ timeoutMs: 1 });
    try {
      await expect(pool.pdf(model, { loadImage })).rejects.toEqual(new ReportRenderError('timeout'));
    } finally {
      await pool.close();
    }
  });

  it('answers a report the renderer cannot lay out with an error, not a hang', async () => {
    const pool = createReportRenderPool();
    try {
      const broken = { ...model, risks: null } as unknown as typeof model;
      await expect(pool.pdf(broken, { loadImage })).rejects.toEqual(new ReportRenderError('failed'));
      expect(read(await pool.pdf(model, { loadImage })).images).toBeGreaterThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });
});
