import type { SourceAdapter } from '../types';
import { atilaAdapter } from './atila.adapter';
import { bigFutureAzAdapter } from './bigfuture-az.adapter';
import { indiaScholarshipsAdapter } from './india-scholarships.adapter';
import { mastersportalAdapter } from './mastersportal.adapter';
import { nehaabalajiAdapter } from './nehaabalaji.adapter';
import { openScholarshipsAdapter } from './open-scholarships.adapter';
import { simplifyAdapter } from './simplify.adapter';
import { suryaHarikrishnanAdapter } from './suryaharikrishnan.adapter';
import { tonyyu2170Adapter } from './tonyyu2170.adapter';
import { ulysseChaAdapter } from './ulyssecha.adapter';
import { underclassmenAdapter } from './underclassmen.adapter';
import { wonofakindAdapter } from './wonofakind.adapter';
import { zshah101Adapter } from './zshah101.adapter';

/** Every source format we can read, by adapter name (the name a data source row refers to). */
export const adapters: Record<string, SourceAdapter> = Object.fromEntries(
  [
    simplifyAdapter,
    underclassmenAdapter,
    zshah101Adapter,
    tonyyu2170Adapter,
    wonofakindAdapter,
    nehaabalajiAdapter,
    ulysseChaAdapter,
    suryaHarikrishnanAdapter,
    openScholarshipsAdapter,
    atilaAdapter,
    mastersportalAdapter,
    bigFutureAzAdapter,
    indiaScholarshipsAdapter,
  ].map((adapter) => [adapter.name, adapter]),
);

export { seedSources, type SeedSource } from './seed-sources';
