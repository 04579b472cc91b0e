import 'server-only';
// Drop-probability disclosures: reads for the pages and the API, and the checked write.
export { getLedger, sealProbabilityLedger } from './ledger';
export { getTable, listKindSummaries, listTables, probabilityKindName, requireKind } from './queries';
export { readTableRecord, type TableRecord } from './record';
export { parseTableSave, saveTable, type TableSave } from './save';
