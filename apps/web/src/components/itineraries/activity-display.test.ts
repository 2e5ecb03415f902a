import { describe, expect, it } from 'vitest';
import { mediaItems, paymentChipStyle, youtubeId } from './activity-display';

describe('activity-display', () => {
  it('shows a paid place green, a canceled one neutral, the rest outlined', () => {
    expect(paymentChipStyle('paid')).toEqual({ color: 'success', variant: 'filled' });
    expect(paymentChipStyle('canceled')).toEqual({ color: 'default', variant: 'outlined' });
    expect(paymentChipStyle('full')).toEqual({ color: 'primary', variant: 'outlined' });
  });

  it('finds YouTube ids in the usual link shapes', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('sorts media links into YouTube, gallery and plain links, dropping non-http ones', () => {
    expect(
      mediaItems([
        'https://youtu.be/dQw4w9WgXcQ',
        'https://cdn.example/a.JPG',
        'https://cdn.example/b.mp4',
        'https://camp.example/gallery',
        'javascript:alert(1)',
        null,
        'https://cdn.example/a.JPG',
      ]).map((m) => m.kind),
    ).toEqual(['youtube', 'image', 'video', 'link']);
  });
});
