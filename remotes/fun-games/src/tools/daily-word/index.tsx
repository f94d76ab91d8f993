import type { ToolProps } from '@toolhub/shared';
import { wordLists } from './words';
import { Puzzle } from './Puzzle';

export default function DailyWordTool({ tool }: ToolProps) {
  return <Puzzle tool={tool} lists={wordLists} />;
}
