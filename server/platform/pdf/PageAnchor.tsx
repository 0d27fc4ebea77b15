import { type Styles, Text } from '@react-pdf/renderer';

/**
 * react-pdf re-resolves the styles of a page each time it lays a render-prop text out again, and a
 * numeric line height is a multiplier each time (13.8 pt becomes 13.8 × font size): the text then no
 * longer fits its box and disappears. An empty line height survives re-resolution and means the
 * font's natural one, so every render-prop text sets it.
 */
export const DYNAMIC_LINE_HEIGHT = '';

/** Where each section landed, filled while react-pdf paginates and read by the table of contents. */
export type PageNumbers = Map<string, number>;

/**
 * An invisible mark that records the page it lands on, for a heading in the middle of a page run
 * (a run's opening sections are recorded by its footer, which is dynamic anyway). react-pdf calls
 * render props while it splits a run into pages, each time with the page being split, and only then
 * resolves every page again in order: by the time the table of contents (page 2) is resolved, every
 * anchor after it has recorded its page. One render, no second pass.
 */
export function PageAnchor({ id, pages }: { id: string; pages: PageNumbers }) {
  return (
    <Text
      style={{ fontSize: 1, height: 0, lineHeight: DYNAMIC_LINE_HEIGHT }}
      render={({ pageNumber }) => {
        pages.set(id, pageNumber);
        return '';
      }}
    />
  );
}

/** The page number of a section, once known (empty while react-pdf is still splitting pages). */
export function PageOf({
  id,
  pages,
  style,
}: {
  id: string;
  pages: PageNumbers;
  style?: Styles[string] | Styles[string][];
}) {
  return (
    <Text
      style={[{ lineHeight: DYNAMIC_LINE_HEIGHT }, ...[style ?? []].flat()]}
      render={() => String(pages.get(id) ?? '')}
    />
  );
}
