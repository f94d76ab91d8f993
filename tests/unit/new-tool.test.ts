import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, USAGE } from '../../scripts/lib/new-tool/args.mjs';
import { catalogueEntry, insertTool } from '../../scripts/lib/new-tool/catalogue-entry.mjs';
import { componentName, isKebabCase, keywordsOf } from '../../scripts/lib/new-tool/names.mjs';
import { planNewTool } from '../../scripts/lib/new-tool/plan.mjs';
import { fillTemplate, readTemplates, toolFiles } from '../../scripts/lib/new-tool/templates.mjs';
import { validateNewTool } from '../../scripts/lib/new-tool/validate.mjs';
import { checkCatalogueText } from '../../scripts/lib/catalogue-check';
import { ROOT } from '../../scripts/lib/units.mjs';
import { STATIC_ROUTE_IDS } from '../../host/src/routes/static-routes';

const catalogueText = readFileSync(join(ROOT, 'catalogue.json'), 'utf8');
const realCheck = (text: string) => checkCatalogueText(text, { remotesDir: join(ROOT, 'remotes') }).map((p) => `${p.where}: ${p.message}`);

describe('isKebabCase', () => {
  it.each([
    ['line-sorter', true],
    ['a', true],
    ['3d-dice', true],
    ['base64', true],
    ['', false],
    ['Line-Sorter', false],
    ['line_sorter', false],
    ['line--sorter', false],
    ['-line', false],
    ['line-', false],
    ['line sorter', false],
    ['lïne', false],
    ['../etc', false],
    ['a/b', false],
  ])('%j → %s', (path, expected) => {
    expect(isKebabCase(path)).toBe(expected);
  });
});

describe('componentName', () => {
  it.each([
    ['word-counter', 'WordCounterTool'],
    ['a', 'ATool'],
    ['base64-converter', 'Base64ConverterTool'],
    ['3d-dice', 'Tool3dDice'],
    ['2048', 'Tool2048'],
  ])('%j → %s', (path, expected) => {
    expect(componentName(path)).toBe(expected);
  });
});

describe('keywordsOf', () => {
  it.each([
    ['Line Sorter', 'line-sorter', ['line', 'sorter']],
    ['Dice & dice, DICE!', 'dice', ['dice']],
    ['Café Crème 2', 'cafe', ['café', 'crème', '2']],
    ['!!!', 'bang-bang', ['bang']],
  ])('%j → %j', (name, path, expected) => {
    expect(keywordsOf(name, path)).toEqual(expected);
  });
});

describe('parseArgs', () => {
  it.each([
    [['fun-games', 'dice', 'Dice'], { ok: true, category: 'fun-games', path: 'dice', name: 'Dice' }],
    [['fun-games', 'dice', '  Dice Roller  '], { ok: true, category: 'fun-games', path: 'dice', name: 'Dice Roller' }],
    [['fun-games', 'dice', 'Dice', 'Roller'], { ok: true, category: 'fun-games', path: 'dice', name: 'Dice Roller' }],
    [['fun-games', 'dice', ''], { ok: true, category: 'fun-games', path: 'dice', name: '' }],
    [[], { ok: false, errors: ['Expected a category, a path and a name; got 0 arguments.', USAGE] }],
    [['fun-games'], { ok: false, errors: ['Expected a category, a path and a name; got 1 argument.', USAGE] }],
    [['fun-games', 'dice'], { ok: false, errors: ['Expected a category, a path and a name; got 2 arguments.', USAGE] }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });
});

describe('validateNewTool', () => {
  const catalogue = {
    categories: [
      { id: 'fun-games', remote: 'fun-games' },
      { id: 'puzzles', remote: 'fun-games' },
    ],
    tools: [{ name: 'Coin Flip', path: 'coin-flip', category: 'fun-games' }],
  };
  const state = {
    catalogue,
    reservedPaths: ['', 'admin', 'api'],
    folderExists: (folder: string) => folder === 'remotes/fun-games/src/tools/half-done',
  };
  const ok = { category: 'fun-games', path: 'dice-roller', name: 'Dice Roller' };
  it.each<[string, typeof ok, string[]]>([
    ['a good tool', ok, []],
    ['a category on a shared remote', { ...ok, category: 'puzzles' }, []],
    ['an unknown category', { ...ok, category: 'games' }, ['Unknown category "games": use one of fun-games, puzzles.']],
    ['an empty category', { ...ok, category: '' }, ['Unknown category "": use one of fun-games, puzzles.']],
    [
      'a path in capitals',
      { ...ok, path: 'Dice' },
      ['Path "Dice" must be kebab-case: lower-case letters and digits in words joined by single hyphens, such as "line-sorter".'],
    ],
    [
      'a path that climbs out',
      { ...ok, path: '../x' },
      ['Path "../x" must be kebab-case: lower-case letters and digits in words joined by single hyphens, such as "line-sorter".'],
    ],
    ['a 61-character path', { ...ok, path: 'a'.repeat(61) }, [`Path "${'a'.repeat(61)}" is 61 characters long: at most 60.`]],
    ['a 60-character path', { ...ok, path: 'a'.repeat(60) }, []],
    ['a tool’s path', { ...ok, path: 'coin-flip' }, ['Path "coin-flip" is taken by the tool "Coin Flip" (fun-games).']],
    ['a host route', { ...ok, path: 'admin' }, ['Path "admin" is a page of the site (/admin): choose another.']],
    ['a folder left behind', { ...ok, path: 'half-done' }, ['remotes/fun-games/src/tools/half-done already exists.']],
    ['a folder in the category’s remote', { ...ok, category: 'puzzles', path: 'half-done' }, ['remotes/fun-games/src/tools/half-done already exists.']],
    [
      'an empty name',
      { ...ok, name: '' },
      ['Name must not be empty: give the tool\'s name as its users will read it, such as "Line Sorter".'],
    ],
    [
      'a blank name',
      { ...ok, name: ' \t ' },
      ['Name must not be empty: give the tool\'s name as its users will read it, such as "Line Sorter".'],
    ],
    ['a name on two lines', { ...ok, name: 'Dice\nRoller' }, ['Name must be one line of text, without control characters.']],
    ['a name with quotes and markup', { ...ok, name: 'The "<b>Best</b>" `${x}` Tool' }, []],
    [
      'everything wrong at once',
      { category: 'nope', path: 'X', name: '' },
      [
        'Unknown category "nope": use one of fun-games, puzzles.',
        'Path "X" must be kebab-case: lower-case letters and digits in words joined by single hyphens, such as "line-sorter".',
        'Name must not be empty: give the tool\'s name as its users will read it, such as "Line Sorter".',
      ],
    ],
  ])('%s', (_, tool, expected) => {
    expect(validateNewTool(tool, state)).toEqual(expected);
  });

  it("refuses every one of the host's own routes", () => {
    const refused = STATIC_ROUTE_IDS.filter((id) => id !== '').filter(
      (path) => validateNewTool({ ...ok, path }, { ...state, reservedPaths: STATIC_ROUTE_IDS }).length > 0,
    );
    expect(refused).toEqual(STATIC_ROUTE_IDS.filter((id) => id !== ''));
    expect(STATIC_ROUTE_IDS).toContain('privacy-policy');
  });
});

describe('catalogueEntry and insertTool', () => {
  const entry = catalogueEntry({ category: 'developer-tools', path: 'line-sorter', name: 'Line Sorter' });

  it('makes an unavailable entry with a description to edit', () => {
    expect(entry).toEqual({
      name: 'Line Sorter',
      path: 'line-sorter',
      description: 'TODO: say in one sentence what Line Sorter does for its user.',
      icon: '🧩',
      isAvailable: false,
      category: 'developer-tools',
      keywords: ['line', 'sorter'],
    });
  });

  it("puts it after the category's last tool, in the file's format, and the catalogue still passes its check", () => {
    const text = insertTool(catalogueText, entry);
    const tools = (JSON.parse(text) as { tools: { path: string; category: string }[] }).tools;
    const at = tools.findIndex((tool) => tool.path === 'line-sorter');
    expect(tools[at - 1]!.category).toBe('developer-tools');
    expect(tools.slice(at + 1).some((tool) => tool.category === 'developer-tools')).toBe(false);
    expect(text).toContain('    {\n      "name": "Line Sorter",\n      "path": "line-sorter",\n');
    expect(text.endsWith('}\n')).toBe(true);
    // The new entry's lines are all that changed.
    const block = JSON.stringify(entry, null, 2).replace(/^/gm, '    ');
    expect(text.replace(`${block},\n`, '')).toBe(catalogueText);
    expect(realCheck(text)).toEqual([]);
  });

  it('appends the first tool of a category at the end', () => {
    const text = '{\n  "tools": [\n    {\n      "path": "a",\n      "category": "x"\n    }\n  ]\n}\n';
    const result = insertTool(text, { ...entry, category: 'new' });
    expect((JSON.parse(result) as { tools: { path: string }[] }).tools.map((tool) => tool.path)).toEqual(['a', 'line-sorter']);
  });
});

describe('templates', () => {
  const templates = readTemplates();
  const tool = { category: 'fun-games', path: '3d-dice', name: 'The "3D" Dice `${roll}` \\ Tool' };
  const files = toolFiles(templates, tool);

  it('fills every placeholder, with the name as a string literal', () => {
    expect(Object.keys(files).sort()).toEqual(['index.test.tsx', 'index.tsx', 'logic.test.ts', 'logic.ts']);
    for (const text of Object.values(files)) expect(text).not.toMatch(/__[A-Z_]+__/);
    expect(files['index.tsx']).toContain('export default function Tool3dDice({ tool }: ToolProps)');
    expect(files['index.test.tsx']).toContain(`name: ${JSON.stringify(tool.name)},`);
    expect(files['index.test.tsx']).toContain("category: 'fun-games',");
    expect(files['index.test.tsx']).toContain("renderTool('/3d-dice?op=average')");
    expect(files['index.test.tsx']!.startsWith('// @vitest-environment jsdom\n')).toBe(true);
  });

  it.each([
    ['__COMPONENT__ __TOOL_PATH__ __CATEGORY__ __TOOL_NAME__', 'Tool3dDice 3d-dice fun-games "a\\"b"'],
    ['no placeholders', 'no placeholders'],
    ['__UNKNOWN__ __COMPONENT', '__UNKNOWN__ __COMPONENT'],
  ])('fillTemplate(%j)', (template, expected) => {
    expect(fillTemplate(template, { category: 'fun-games', path: '3d-dice', name: 'a"b' })).toBe(expected);
  });

  it('uses the kit: a draft for the text, the URL for the option, a message for bad input', () => {
    expect(files['index.tsx']).toContain("useDraft(`${tool.path}:input`, '')");
    expect(files['index.tsx']).toContain("useQueryState('op', DEFAULT_OPERATION)");
    expect(files['index.tsx']).toContain('<Message tone="error">{result.error}</Message>');
    expect(files['index.tsx']).toContain("from '@toolhub/shared'");
    expect(files['index.tsx']).not.toMatch(/from '(?:\.\.\/){2,}/);
  });
});

describe('planNewTool', () => {
  const input = {
    catalogueText,
    reservedPaths: STATIC_ROUTE_IDS,
    folderExists: () => false,
    templates: readTemplates(),
    checkCatalogue: realCheck,
  };

  it('plans the folder, its files and the new catalogue text', () => {
    const plan = planNewTool(['text-content-tools', 'line-sorter', 'Line Sorter'], input);
    if (!plan.ok) throw new Error(plan.errors.join('\n'));
    expect(plan.folder).toBe('remotes/text-content-tools/src/tools/line-sorter');
    expect(Object.keys(plan.files).sort()).toEqual(['index.test.tsx', 'index.tsx', 'logic.test.ts', 'logic.ts']);
    expect(plan.catalogueText).toBe(insertTool(catalogueText, plan.entry));
  });

  it.each<[string, string[], typeof input, string[]]>([
    ['too few arguments', ['text-content-tools'], input, ['Expected a category, a path and a name; got 1 argument.', USAGE]],
    ['a taken path', ['text-content-tools', 'word-counter', 'W'], input, ['Path "word-counter" is taken by the tool "Word Counter" (text-content-tools).']],
    [
      'a broken catalogue',
      ['text-content-tools', 'line-sorter', 'Line Sorter'],
      { ...input, catalogueText: '{"version": 2}' },
      ['catalogue.json fails its check already; fix it first:', ...realCheck('{"version": 2}')],
    ],
    [
      'an entry the check refuses',
      ['text-content-tools', 'line-sorter', 'Line Sorter'],
      { ...input, checkCatalogue: (text: string) => (text.includes('line-sorter') ? ['tools[70]: refused'] : []) },
      ['The new entry would fail the catalogue check:', 'tools[70]: refused'],
    ],
  ])('%s: nothing is planned', (_, argv, given, errors) => {
    expect(planNewTool(argv, given)).toEqual({ ok: false, errors });
  });
});
