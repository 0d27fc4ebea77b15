import { Image, View } from '@react-pdf/renderer';
import { fillLabel, type ReportLabels } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import type { ReportImage } from './report-images';
import { COLORS, styles } from './report-theme';

/** The analysed photos two by two, each kept with its caption "Photo N — original name". */
export function ImagesSection({ images, labels }: { images: ReportImage[]; labels: ReportLabels }) {
  return (
    <View>
      <ReportText style={styles.paragraph}>{labels.images.intro}</ReportText>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        {images.map((image) => (
          <View key={image.number} wrap={false} style={{ width: '48.5%', marginBottom: 14 }}>
            <View
              style={{
                height: 190,
                backgroundColor: COLORS.wash,
                borderWidth: 0.5,
                borderColor: COLORS.rule,
                padding: 4,
              }}
            >
              <Image
                src={{ data: image.data, format: 'jpg' }}
                style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </View>
            <ReportText style={[styles.small, { marginTop: 4, color: COLORS.ink }]}>
              {fillLabel(labels.images.caption, { number: image.number, name: image.name })}
            </ReportText>
          </View>
        ))}
      </View>
    </View>
  );
}
