import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

/** The import boundaries as lint errors: each row lints a line of code as if it stood in `file`. */
const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message.split(': ')[0] ?? '');
}

describe('import boundaries', () => {
  it.each([
    ['a remote imports the kit', 'remotes/ai-tools/src/tools/ai-news/x.ts', "import { Button } from '@toolhub/shared';", []],
    ['a remote imports its own folder', 'remotes/ai-tools/src/tools/ai-news/x.ts', "import { parseFeed } from './logic';", []],
    ['a remote imports the host', 'remotes/ai-tools/src/tools/ai-news/x.ts', "import { Header } from '../../../../../host/src/shell/Header';", ['remote:ai-tools may not import host']],
    [
      'a remote imports another remote',
      'remotes/ai-tools/src/tools/ai-news/x.ts',
      "import { useCanvasSurface } from '../../../../fun-games/src/canvas/surface';",
      ['remote:ai-tools may not import remote:fun-games'],
    ],
    ['the host imports the kit', 'host/src/app/x.ts', "import { Button } from '@toolhub/shared';", []],
    ['the host imports a remote', 'host/src/app/x.ts', "import Tool from '../../../remotes/developer-tools/src/tools/json-formatter';", ['host may not import remote:developer-tools']],
    ['shared imports the host', 'shared/src/kit/x.ts', "import { App } from '../../../host/src/app/App';", ['shared may not import host']],
    ['shared imports a remote', 'shared/src/kit/x.ts', "import Tool from '../../../remotes/fun-games/src/tools/coin-flip';", ['shared may not import remote:fun-games']],
  ])('%s', async (_name, file, code, expected) => {
    expect(await boundaryErrors(file, `${code}\nexport const used = [${/import (?:\{ )?(\w+)/.exec(code)?.[1]}];\n`)).toEqual(expected);
  }, 30_000);
});
