import type { SegmentedOption } from '@toolhub/shared';

interface ThemeChoice<T extends string> {
  id: T;
  label: string;
  icon: string;
}

/**
 * Themes as the options of a Segmented, each with its icon before its name (in `iconClassName`).
 * The icon is an <i>, not a <span>: the kit styles every span inside a segment as the chip itself.
 */
export function themeOptions<T extends string>(themes: readonly ThemeChoice<T>[], iconClassName: string | undefined): SegmentedOption<T>[] {
  return themes.map((theme) => ({
    value: theme.id,
    label: (
      <>
        <i className={iconClassName} aria-hidden="true">
          {theme.icon}
        </i>
        {theme.label}
      </>
    ),
  }));
}
