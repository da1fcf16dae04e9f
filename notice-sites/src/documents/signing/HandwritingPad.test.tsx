import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { HandwritingPad } from './HandwritingPad';

// jsdom draws nothing: a 2D context that records the strokes, and a canvas that answers a PNG.
const strokes: string[] = [];
const context = { lineWidth: 0, lineCap: '', beginPath: () => strokes.push('begin'), moveTo: () => strokes.push('move'), lineTo: () => strokes.push('line'), stroke: () => strokes.push('stroke'), clearRect: () => strokes.push('clear') };
const png = new Blob(['png'], { type: 'image/png' });

describe('the signing pad', () => {
  beforeEach(() => {
    strokes.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(png));
  });
  afterEach(() => vi.restoreAllMocks());

  it('reports the drawing as a PNG once the pen lifts, and nothing after clearing', () => {
    const onChange = vi.fn();
    renderInApp(<HandwritingPad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Signaturfelt' });
    const clear = screen.getByRole('button', { name: 'Tøm' });
    expect(clear).toBeDisabled();

    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30 });
    fireEvent.pointerUp(pad);
    expect(strokes).toEqual(['begin', 'move', 'line', 'stroke']);
    expect(onChange).toHaveBeenLastCalledWith(png);
    expect(clear).toBeEnabled();

    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(clear).toBeDisabled();
  });

  it('draws nothing when the pointer moves without being pressed', () => {
    const onChange = vi.fn();
    renderInApp(<HandwritingPad onChange={onChange} />);
    fireEvent.pointerMove(screen.getByRole('img', { name: 'Signaturfelt' }), { clientX: 40, clientY: 30 });
    expect(strokes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Tøm' })).toBeDisabled();
  });
});
