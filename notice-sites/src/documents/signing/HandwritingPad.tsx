import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A box to draw a signature in with mouse, pen or finger; reports the drawing as PNG, or null when cleared. */
export const HandwritingPad = ({ onChange }: { onChange: (image: Blob | null) => void }) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - box.left) * event.currentTarget.width) / box.width, ((event.clientY - box.top) * event.currentTarget.height) / box.height] as const;
  };
  const report = () => canvas.current?.toBlob((blob) => onChange(blob), 'image/png');
  return (
    <Box>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={t('signing.page.handwriting.pad')}
        data-testid="handwriting-pad"
        style={{ width: '100%', maxWidth: 600, border: '1px solid #999', borderRadius: 4, touchAction: 'none', background: '#fff' }}
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d')!;
          drawing.current = true;
          context.lineWidth = 3;
          context.lineCap = 'round';
          context.beginPath();
          context.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d')!;
          context.lineTo(...point(event));
          context.stroke();
          setEmpty(false);
        }}
        onPointerUp={() => {
          drawing.current = false;
          report();
        }}
      />
      <Button
        disabled={empty}
        onClick={() => {
          canvas.current?.getContext('2d')?.clearRect(0, 0, 600, 200);
          setEmpty(true);
          onChange(null);
        }}
      >
        {t('signing.page.handwriting.clear')}
      </Button>
    </Box>
  );
};
