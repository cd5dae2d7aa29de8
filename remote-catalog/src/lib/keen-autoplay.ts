import type { KeenSliderPlugin } from 'keen-slider';

/** keen-slider plugin: moves to the next slide every `ms`, pausing while the pointer is over it. */
export function autoplay(ms: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let over = false;
    const clear = () => clearTimeout(timer);
    const next = () => {
      clear();
      if (over || ms <= 0) return;
      timer = setTimeout(() => slider.next(), ms);
    };
    const enter = () => {
      over = true;
      clear();
    };
    const leave = () => {
      over = false;
      next();
    };
    slider.on('created', () => {
      slider.container.addEventListener('mouseover', enter);
      slider.container.addEventListener('mouseout', leave);
      next();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', next);
    slider.on('updated', next);
    slider.on('destroyed', () => {
      clear();
      slider.container.removeEventListener('mouseover', enter);
      slider.container.removeEventListener('mouseout', leave);
    });
  };
}
