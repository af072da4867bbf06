// The Schaufenster blocks in the block editor, without a build step (WordPress's globals): one block per widget tag,
// its settings the widget's props (generated/blocks.json), checked as the tag checker checks them, so an unknown prop
// or a wrong value is a notice on the block; the block shows the widget's fallback (the page renders the widget).
// A block statement, not a function: its names stay out of the page's global scope.
{
  const { blocks, element, components, blockEditor, apiFetch } = window.wp;
  const definitions = window.schaufensterBlocks.blocks;
  const h = element.createElement;
  const { InspectorControls, useBlockProps } = blockEditor;
  const { PanelBody, TextControl, TextareaControl, ToggleControl, SelectControl, Notice, Button } = components;

  const typeOf = (value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
  const typeMatches = (expected, value) => expected === undefined || [].concat(expected).some((type) => type === typeOf(value) || (type === 'number' && typeof value === 'number'));

  /** What is wrong with a value for a prop's schema (the checks props.schema.json carries), or null. */
  function problemOf(schema, value) {
    if (schema.anyOf) return schema.anyOf.some((option) => problemOf(option, value) === null) ? null : 'hat keine der erlaubten Formen';
    if (schema.enum && !schema.enum.includes(value)) return `erwartet einen von ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
    if (schema.const !== undefined && schema.const !== value) return `erwartet ${JSON.stringify(schema.const)}`;
    if (!typeMatches(schema.type, value)) return `erwartet ${[].concat(schema.type).join(' oder ')}, nicht ${typeOf(value)}`;
    if (typeof value === 'string') {
      if (schema.minLength !== undefined && value.length < schema.minLength) return `braucht mindestens ${schema.minLength} Zeichen`;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return `hat höchstens ${schema.maxLength} Zeichen`;
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return 'hat ein ungültiges Format';
    }
    if (typeof value === 'number') {
      if (schema.minimum !== undefined && value < schema.minimum) return `ist mindestens ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum) return `ist höchstens ${schema.maximum}`;
    }
    if (Array.isArray(value) && schema.items) {
      for (const [index, item] of value.entries()) {
        const problem = problemOf(schema.items, item);
        if (problem) return `Eintrag ${index + 1} ${problem}`;
      }
    }
    if (typeOf(value) === 'object' && schema.properties) {
      for (const key of schema.required ?? []) if (!(key in value)) return `${key} fehlt`;
      for (const [key, item] of Object.entries(value)) {
        if (!schema.properties[key]) { if (schema.additionalProperties === false) return `${key} ist unbekannt`; continue; }
        const problem = problemOf(schema.properties[key], item);
        if (problem) return `${key} ${problem}`;
      }
    }
    return null;
  }

  /** The notices of a block's props: unknown props, wrong values, a missing required one, a choice not made. */
  function propsProblems(definition, props) {
    const problems = [];
    for (const [key, value] of Object.entries(props)) {
      const schema = definition.properties[key];
      if (!schema) problems.push(`${key}: ist keine Einstellung dieses Widgets`);
      else {
        const problem = problemOf(schema, value);
        if (problem) problems.push(`${key}: ${problem}`);
      }
    }
    for (const key of definition.required) if (!(key in props)) problems.push(`${key}: fehlt`);
    if (definition.oneOf) {
      const given = definition.oneOf.map((option) => option.required[0]).filter((key) => key in props);
      if (given.length !== 1) problems.push(`Genau eins von ${definition.oneOf.map((option) => option.required[0]).join(', ')} angeben (auf einer Produktseite: leer lassen)`);
    }
    return problems;
  }

  /** The product picker: the shop's products by name, the chosen one's id. */
  function ProductPicker({ value, onChange }) {
    const [search, setSearch] = element.useState('');
    const [found, setFound] = element.useState([]);
    const [error, setError] = element.useState('');
    const find = () =>
      apiFetch({ path: `/schaufenster/v1/products?search=${encodeURIComponent(search)}` })
        .then((products) => { setFound(products); setError(products.length === 0 ? 'Kein Produkt gefunden.' : ''); })
        .catch(() => setError('Der Widget-Server antwortet nicht.'));
    return h('div', { className: 'schaufenster-product-picker' },
      h(TextControl, { label: 'Produkt suchen', value: search, onChange: setSearch, onKeyDown: (event) => { if (event.key === 'Enter') { event.preventDefault(); find(); } } }),
      h(Button, { variant: 'secondary', onClick: find }, 'Suchen'),
      error && h('p', null, error),
      h('ul', null, found.map((product) => h('li', { key: product.id },
        h(Button, { variant: product.id === value ? 'primary' : 'link', onClick: () => onChange(product.id) }, `${product.brand} ${product.name} (${product.id})`)))));
  }

  /** The control of one prop, by what its schema allows. */
  function PropControl({ name, schema, value, onChange }) {
    const help = schema.description;
    if (schema.enum) return h(SelectControl, { label: name, help, value: value ?? '', options: [{ label: '— Vorgabe —', value: '' }, ...schema.enum.map((option) => ({ label: String(option), value: String(option) }))], onChange: (next) => onChange(next === '' ? undefined : schema.enum.find((option) => String(option) === next)) });
    if (schema.type === 'boolean') return h(ToggleControl, { label: name, help, checked: value ?? schema.default ?? false, onChange });
    if (schema.type === 'string') return h(TextControl, { label: name, help, value: value ?? '', onChange: (next) => onChange(next === '' ? undefined : next) });
    if (schema.type === 'integer' || schema.type === 'number') return h(TextControl, { type: 'number', label: name, help, value: value ?? '', onChange: (next) => onChange(next === '' ? undefined : Number(next)) });
    return h(JsonControl, { name, help, value, onChange });
  }

  /** A prop whose value is a list or an object: JSON, taken once it parses. */
  function JsonControl({ name, help, value, onChange }) {
    const [text, setText] = element.useState(value === undefined ? '' : JSON.stringify(value));
    const [broken, setBroken] = element.useState(false);
    return h(TextareaControl, { label: `${name} (JSON)`, help: broken ? 'Kein gültiges JSON: noch nicht übernommen.' : help, value: text, onChange: (next) => {
      setText(next);
      if (next.trim() === '') { setBroken(false); onChange(undefined); return; }
      try { onChange(JSON.parse(next)); setBroken(false); } catch { setBroken(true); }
    } });
  }

  /** A block in the editor: its settings in the sidebar, its notices, and the widget's fallback in place of the widget. */
  function WidgetBlockEdit({ definition, attributes, setAttributes }) {
    const props = attributes.props ?? {};
    const setProp = (name, next) => {
      const updated = { ...props };
      if (next === undefined) delete updated[name];
      else updated[name] = next;
      setAttributes({ props: updated });
    };
    const problems = propsProblems(definition, props);
    return h('div', useBlockProps({ className: 'schaufenster-block', style: { minHeight: `${Math.min(definition.minHeight, 160)}px`, border: '1px dashed #8c8f94', padding: '12px' } }),
      h(InspectorControls, null,
        h(PanelBody, { title: 'Einstellungen des Widgets' },
          'productId' in definition.properties && h(ProductPicker, { value: props.productId, onChange: (id) => setProp('productId', id) }),
          Object.entries(definition.properties).map(([name, schema]) => h(PropControl, { key: name, name, schema, value: props[name], onChange: (next) => setProp(name, next) })),
          h(SelectControl, {
            label: 'Laden (data-load)',
            help: `Wann das Widget lädt; ohne Angabe: ${definition.load}.`,
            value: attributes.load ?? '',
            options: [{ label: '— Vorgabe —', value: '' }, ...['eager', 'visible', 'idle', 'interaction'].map((load) => ({ label: load, value: load }))],
            onChange: (load) => setAttributes({ load }),
          }))),
      h('strong', null, definition.title),
      problems.map((problem) => h(Notice, { key: problem, status: 'warning', isDismissible: false }, problem)),
      props.productId && h('p', null, `Produkt: ${props.productId}`),
      h('div', { className: 'schaufenster-fallback', dangerouslySetInnerHTML: { __html: definition.fallback.replace(/\{routes\.\w+\}/g, '#') } }));
  }

  for (const definition of definitions) {
    blocks.registerBlockType(definition.name, {
      apiVersion: 2,
      title: definition.title,
      description: definition.description,
      category: 'widgets',
      icon: 'store',
      attributes: { props: { type: 'object', default: {} }, load: { type: 'string', default: '' } },
      supports: { html: false },
      edit: (blockProps) => h(WidgetBlockEdit, { ...blockProps, definition }),
      save: () => null,
    });
  }
}
