// Einstellungen → Schaufenster: the logo from the media library (its attachment id is saved, its URL goes to the widgets).
jQuery(($) => {
  let frame;
  $('#schaufenster-logo-choose').on('click', () => {
    frame ??= wp.media({ title: 'Logo wählen', library: { type: 'image' }, multiple: false, button: { text: 'Als Logo verwenden' } });
    frame.off('select').on('select', () => {
      const image = frame.state().get('selection').first().toJSON();
      $('#schaufenster-logo-id').val(image.id);
      $('#schaufenster-logo-preview').attr('src', image.url).show();
    });
    frame.open();
  });
  $('#schaufenster-logo-remove').on('click', () => {
    $('#schaufenster-logo-id').val('0');
    $('#schaufenster-logo-preview').attr('src', '').hide();
  });
});
