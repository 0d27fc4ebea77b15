// The upload-abuse set (issue 9, finding 1) sent to the production server: its idle RSS, its peak RSS while
// the hostile files go through intake and extraction, and the extraction child's own peak beside it.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeHostileFixtures } from '../scripts/make-hostile-fixtures';
import { runAnalysis, startSeededServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const weldingTxt = join(root, 'fixtures/analysis/soudure-atelier-fr.txt');

const fields = () => ({
  requestId: randomUUID(),
  area: 'Atelier — envoi hostile',
  jurisdiction: 'QC',
  language: 'français',
  mainSector: 'manufacturing',
  subSector: 'manufacturing.machinery-equipment',
  specificActivity: 'manufacturing.machinery-equipment.welding-assembly',
  customInstructions: '',
  sourceInterface: 'enterprise',
});

const readRssKb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

// The server's child processes (the extraction sandbox), found through each thread's children list.
function childrenOf(pid: number): number[] {
  const pids: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (list) pids.push(...list.split(/\s+/).map(Number));
  }
  return pids;
}

export async function benchHostileUploads() {
  const files = makeHostileFixtures(join(root, '.tmp', 'hostile'));
  const seeded = await startSeededServer({ entry });
  const pid = seeded.server.process.pid as number;
  try {
    await runAnalysis(seeded.session, fields(), [weldingTxt]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) {
      quiet.push(readRssKb(pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const idleKb = [...quiet].sort((a, b) => a - b)[5] ?? 0;
    let peakKb = idleKb;
    let childPeakKb = 0;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, readRssKb(pid));
      for (const child of childrenOf(pid)) childPeakKb = Math.max(childPeakKb, readRssKb(child));
    }, 25);
    const timings: { name: string; ms: number }[] = [];
    try {
      for (const [name, path] of Object.entries(files)) {
        const started = performance.now();
        await runAnalysis(seeded.session, fields(), [path, weldingTxt]);
        timings.push({ name, ms: performance.now() - started });
      }
    } finally {
      clearInterval(sampler);
    }
    const healthy = (await fetch(`${seeded.session.baseUrl}/api/health`)).status === 200;
    return {
      idleMb: idleKb / 1024,
      peakMb: peakKb / 1024,
      childPeakMb: childPeakKb / 1024,
      timings,
      healthy,
    };
  } finally {
    await seeded.stop();
  }
}
