import { fillLabel, type ReportLabels } from '../../modules/reports/report-model';
import { type ReportFlow, textBlock } from './report-flow';
import type { ReportImage } from './report-images';
import { COLORS, TEXT, withStyle } from './report-theme';

const FRAME_HEIGHT = 190;
const FRAME_PADDING = 4;

/** The analysed photos two by two, each kept with its caption "Photo N — original name". */
export function drawPhotos(flow: ReportFlow, images: readonly ReportImage[], labels: ReportLabels): void {
  const { doc } = flow;
  flow.paragraph([{ text: labels.images.intro }]);
  const cellWidth = flow.width * 0.485;
  const captionStyle = withStyle({ ...TEXT.small, color: COLORS.ink });
  for (let index = 0; index < images.length; index += 2) {
    const pair = images.slice(index, index + 2).map((image) => ({
      image,
      caption: textBlock(
        doc,
        [{ text: fillLabel(labels.images.caption, { number: image.number, name: image.name }) }],
        {
          width: cellWidth,
          style: captionStyle,
        },
      ),
    }));
    const height = FRAME_HEIGHT + 4 + Math.max(...pair.map(({ caption }) => caption.height));
    flow.place(
      {
        height,
        draw: (x, y) => {
          pair.forEach(({ image, caption }, column) => {
            const left = x + column * (flow.width - cellWidth);
            doc.rect(left, y, cellWidth, FRAME_HEIGHT).lineWidth(0.5).fillAndStroke(COLORS.wash, COLORS.rule);
            doc.image(image.data, left + FRAME_PADDING, y + FRAME_PADDING, {
              fit: [cellWidth - 2 * FRAME_PADDING, FRAME_HEIGHT - 2 * FRAME_PADDING],
              align: 'center',
              valign: 'center',
            });
            caption.draw(left, y + FRAME_HEIGHT + 4);
          });
        },
      },
      { after: 14 },
    );
  }
}
