// `npx tsx bench/eval.coverage.ts`: the coverage tables of docs/knowledge-base.md §7, from the catalogue itself.
import { hazards } from '../common/domain/hazards';
import { JURISDICTION_CODES } from '../common/domain/jurisdictions';
import { getProvision, provisionsFor } from '../common/domain/regulations';
import { sectors } from '../common/domain/sectors';

const rows = JURISDICTION_CODES.map((code) => {
  const specific = hazards.filter((hazard) =>
    hazard.references[code].some((id) => getProvision(id)?.kind === 'provision'),
  ).length;
  return `| ${code.padEnd(12)} | ${String(provisionsFor(code).length).padEnd(10)} | ${String(specific).padEnd(35)} | ${String(hazards.length - specific).padEnd(36)} |`;
});
console.log(
  [
    '| Jurisdiction | Provisions | Hazards citing a specific provision | Hazards citing only the general duty |',
    '| ------------ | ---------- | ----------------------------------- | ------------------------------------ |',
    ...rows,
  ].join('\n'),
);
console.log();
const sectorRows = sectors.map((sector) => {
  const typical = hazards.filter((hazard) =>
    hazard.sectors.some((id) => id === sector.id || id.startsWith(`${sector.id}.`)),
  ).length;
  const activities = sector.subSectors.reduce((sum, sub) => sum + sub.activities.length, 0);
  return `| ${sector.name.en} | ${sector.subSectors.length} | ${activities} | ${typical} |`;
});
console.log(
  [
    '| Main sector | Sub-sectors | Activities | Hazards typical of it |',
    '| ----------- | ----------- | ---------- | --------------------- |',
    ...sectorRows,
  ].join('\n'),
);
console.log(`\n${hazards.length} hazards`);
