import type { LocaleDefinition } from '@faker-js/faker';
import { secureRandom, type RandomSource } from '@toolhub/shared';
import {
  drawBatch,
  hasGenderedNames,
  kitRandomizer,
  mergePerson,
  namePatterns,
  sexFor,
  type Batch,
  type Gender,
  type GeneratedName,
  type NamePart,
  type PersonDefinitions,
} from './logic';
import type { LoadedLocale } from './locales';

export interface NameOptions {
  part: NamePart;
  gender: Gender;
  titles: boolean;
  middle: boolean;
}

export interface LocaleFacts {
  gendered: boolean;
  /** The locale has its own middle names (or patronymics); otherwise a second first name stands in. */
  ownMiddleNames: boolean;
}

export function localeFacts(loaded: LoadedLocale): LocaleFacts {
  const person = mergePerson(loaded.chain.map((locale) => locale.person as PersonDefinitions | undefined));
  return { gendered: hasGenderedNames(person), ownMiddleNames: Boolean(person.middle_name) };
}

/**
 * A function drawing one name with faker's person module for the locale, its patterns narrowed to
 * the options (see namePatterns) and every random choice taken from the kit's crypto source.
 */
export function nameDrawer(loaded: LoadedLocale, options: NameOptions, source: RandomSource = secureRandom): () => GeneratedName {
  const person = mergePerson(loaded.chain.map((locale) => locale.person as PersonDefinitions | undefined));
  const gendered = hasGenderedNames(person);
  const override = {
    person: {
      name: namePatterns(person, { titles: options.titles, middle: options.middle }),
      ...(person.middle_name ? {} : { middle_name: person.first_name }),
    },
  } as LocaleDefinition;
  const faker = new loaded.Faker({ locale: [override, ...loaded.chain], randomizer: kitRandomizer(source) });
  return () => {
    const sex = sexFor(options.gender, gendered, source);
    const name =
      options.part === 'first'
        ? faker.person.firstName(sex)
        : options.part === 'last'
          ? faker.person.lastName(sex)
          : faker.person.fullName(sex ? { sex } : {});
    return sex ? { name: name.trim(), sex } : { name: name.trim() };
  };
}

export function generateNames(loaded: LoadedLocale, options: NameOptions, count: number, unique: boolean, source: RandomSource = secureRandom): Batch {
  return drawBatch(nameDrawer(loaded, options, source), count, unique);
}
