import type { ToolProps } from '@toolhub/shared';
import { dictionary } from './words';
import { Game } from './Game';

export default function UnscrambleWordTool({ tool }: ToolProps) {
  return <Game tool={tool} dict={dictionary} />;
}
