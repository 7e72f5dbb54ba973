// Scores the enrichment on labelled corpus folders (bench/corpus/README.md) and prints the
// figures per pattern label; --failures also lists what each site missed or got wrong. Only for
// the development set: the held-out corpora are read for their figures alone (bench/enrich.ts).
// Usage: node --import tsx bench/corpus-score.ts bench/corpus/dev [more folders…] [--failures]
import { loadCorpus, report, scoreDiskCorpus } from './support/corpus-eval.js';

const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (dirs.length === 0) throw new Error('usage: corpus-score.ts <corpus folder>… [--failures]');
const sites = dirs.flatMap((dir) => loadCorpus(dir));
const scores = await scoreDiskCorpus(sites);
console.log(`${dirs.join(' + ')}: ${sites.length} sites`);
for (const line of report(sites, scores).lines) console.log(line);
if (process.argv.includes('--failures')) {
  for (const s of scores) {
    const problems = [
      s.missedEmails.length ? `missed emails ${s.missedEmails.join(', ')}` : '',
      s.wrongEmails.length ? `wrong emails ${s.wrongEmails.join(', ')}` : '',
      s.missedContacts.length ? `missed people ${s.missedContacts.join(', ')}` : '',
      s.wrongContacts.length ? `wrong people ${s.wrongContacts.join(', ')}` : '',
      s.wrongTitles.length ? `titles ${s.wrongTitles.join('; ')}` : '',
    ].filter(Boolean);
    if (problems.length) console.log(`- ${s.id}: ${problems.join(' | ')}`);
  }
}
