import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { collectResults, mapRecords, type Mapped } from '../normalize/results';
import { directoryFiles, expectShape, parseYamlDocument } from '../normalize/source-input';
import { mapProgram, programSchema } from './tonyyu2170-programs';
import { mapRole, roleSchema } from './tonyyu2170-roles';

// tonyyu2170/summer2027-internship-tracker's data/ folder: one YAML list of roles per category
// (swe.yaml, quant.yaml…), plus opportunities/{programs,research,competitions}.yaml. The folder
// is read whole, so the file name gives each role its category.

const NAME = 'tonyyu2170';
const OPPORTUNITIES_FOLDER = 'opportunities/';

function mapFile(fileName: string, text: string): Mapped[] {
  const records = expectShape(
    z.array(z.unknown()),
    parseYamlDocument(text, NAME, fileName),
    NAME,
    `${fileName} to be a YAML list`,
  );
  const isOpportunities = fileName.startsWith(OPPORTUNITIES_FOLDER);
  const category = fileName.replace(/^.*\//, '').replace(/\.ya?ml$/i, '');
  return isOpportunities
    ? mapRecords(records, programSchema, mapProgram)
    : mapRecords(records, roleSchema, (role) => mapRole(role, category));
}

export const tonyyu2170Adapter: SourceAdapter = {
  name: NAME,
  description: 'tonyyu2170 Summer 2027 internship tracker (role YAML files, programs and research)',
  input: 'directory',
  fileExtensions: ['.yaml', '.yml'],
  contentTypes: ['application/yaml', 'text/yaml', 'text/plain'],
  parse(raw) {
    const files = directoryFiles(raw, NAME);
    return collectResults(Object.entries(files).flatMap(([fileName, text]) => mapFile(fileName, text)));
  },
};
