import type { LiveMeetingView } from './live-meeting-views';
import { describe, expect, it } from 'vitest';
import { newerLiveView } from './live-view-version';

const view = (version: string) => ({ version }) as LiveMeetingView;

describe('newerLiveView', () => {
  it('takes the first state received', () => expect(newerLiveView(undefined, view('5')).version).toBe('5'));
  it('keeps the newer state when an older message arrives late', () => expect(newerLiveView(view('1732500000000002'), view('1732500000000001')).version).toBe('1732500000000002'));
  it('takes a newer state (versions compared as integers, not strings)', () => expect(newerLiveView(view('999'), view('1000')).version).toBe('1000'));
});
