/** The opening everyone recognises, word by word. */
export const CLASSIC_OPENING = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'] as const;

/** Latin filler vocabulary from the traditional Lorem ipsum passages (after Cicero, De finibus). */
export const LATIN_WORDS: readonly string[] = `
a ac accumsan ad adipiscing aenean aliqua aliquam aliquet aliquip amet anim ante arcu at auctor aute
bibendum blandit cillum commodo condimentum congue consectetur consequat convallis cras culpa cupidatat
cursus dapibus deserunt diam dictum dictumst dignissim dolor dolore donec dui duis egestas eget eiusmod
eleifend elementum elit enim erat eros esse est et etiam eu euismod ex excepteur exercitation facilisi
facilisis fames faucibus felis fermentum feugiat fringilla fugiat fusce gravida habitant habitasse hac
hendrerit iaculis id imperdiet in incididunt integer interdum ipsum irure justo labore laboris laborum
lacinia lacus laoreet lectus leo libero ligula lobortis lorem luctus maecenas magna malesuada massa mattis
mauris metus mi minim molestie mollis mollit morbi nam nec neque netus nibh nisi nisl non nostrud nulla
nullam nunc occaecat odio officia orci ornare pariatur pellentesque pharetra placerat platea porta
porttitor posuere praesent pretium proident proin pulvinar purus quam quis quisque reprehenderit rhoncus
risus rutrum sagittis sapien scelerisque sed sem semper senectus sint sit sollicitudin sunt suscipit
suspendisse tellus tempor tempus tincidunt tortor tristique turpis ullamco ullamcorper ultrices ultricies
urna ut varius vel velit veniam venenatis vestibulum vitae vivamus viverra volutpat voluptate vulputate`
  .trim()
  .split(/\s+/);
