import { bannerArtSvg } from './banner-art';

describe('the banner picture', () => {
  it('is labelled with the title, which cannot leave its attribute', () => {
    const svg = bannerArtSvg('Nền tảng "TMĐT" <b>');
    expect(svg).toContain('role="img" aria-label="Nền tảng &#34;TMĐT&#34; &#60;b&#62;"');
    expect(svg).not.toContain('<b>');
  });

  it('draws four turbines of three blades each over the sky', () => {
    const svg = bannerArtSvg('t');
    expect(svg.match(/<g /g)).toHaveLength(4);
    expect(svg.match(/rotate\(/g)).toHaveLength(12);
    expect(svg).toContain('fill="url(#banner-sky)"');
  });
});
