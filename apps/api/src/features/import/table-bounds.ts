import { IMPORT_MAX_COLUMNS } from '@hive/domain/rules';

/** A file refused, with why in words an operator can act on: never a cell of the file. */
export class Unreadable extends Error {}

export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet that can be read (CSV or XLSX).';

/**
 * Puts a cell in its row; a cell past the last column a file may have refuses the file, unless it is empty (a
 * spreadsheet's empty columns to the right are not the file's).
 */
export function placeCell(row: string[], column: number, text: string) {
  if (column < IMPORT_MAX_COLUMNS) row[column] = text;
  else if (text.trim() !== '') throw new Unreadable(`The file has more than ${IMPORT_MAX_COLUMNS} columns.`);
}
