/// The step-through page's style sheet: one for the exported page and the live page.
///
/// Motion (docs/tooling.md "The step-through page's motion"): every change of a step runs at once
/// over one duration, `--t` (1.2 s at 1×; the speed control divides it), as UIKit runs a batch's
/// changes in one animation: cells whose frame changed slide from their old frame (`g.moved`,
/// offsets `--dx`/`--dy` from `SVGRenderer`), deleted cells fade out beneath the live ones,
/// inserted cells fade in, reloaded ones cross-fade, reconfigured ones keep still. `body.reverse`
/// plays the same animation backwards (step back, `:undo`); `still-before` / `still-after` hold
/// either end.
extension HTMLRenderer {
    static let css = """

        :root { --t: 1.2s; }
        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; background: #fafafa; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 16px; z-index: 2; }
        h1 { font-size: 18px; margin: 0 0 6px; }
        nav { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
        nav button { font-size: 14px; padding: 4px 12px; }
        #speed { width: 90px; vertical-align: middle; }
        #live-status { color: #1e8449; font-weight: bold; }
        #live-status.closed { color: #c0392b; }
        #now { background: #f0f0f0; padding: 2px 6px; white-space: pre; max-width: 60%; overflow: hidden; text-overflow: ellipsis; }
        .legend { margin-top: 6px; font-size: 12px; color: #555; }
        .swatch { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 10px; vertical-align: -2px; border: 1px solid #4a6fa5; background: #dce6f5; }
        .swatch.selected { background: #ffd966; border: 2px solid #b8860b; }
        .swatch.moving { background: #f4a7a7; border: 2px dashed #c0392b; }
        .swatch.supplementary { background: #e6e6e6; border: 1px dashed #7f7f7f; }
        .swatch.decoration { background: #e3f1e0; border: 1px dashed #6a9f5b; }
        .swatch.visible { background: none; border: 2px solid #d0021b; }
        .banner { background: #c0392b; color: #fff; padding: 10px 16px; font-size: 15px; }
        .banner pre { background: rgba(0,0,0,0.2); padding: 8px; white-space: pre-wrap; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #pictures { flex: 0 0 auto; max-height: calc(100vh - 140px); overflow: auto; background: #fff; border: 1px solid #ddd; }
        #steps { flex: 1 1 auto; min-width: 0; }
        .step { background: #fff; border: 1px solid #ddd; padding: 8px 12px; margin-bottom: 12px; }
        .step.failed { border-color: #c0392b; }
        h2 { font-size: 15px; margin: 0 0 6px; }
        h3 { font-size: 13px; margin: 10px 0 4px; color: #555; }
        pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12px/1.35 Menlo, Consolas, monospace; }
        pre.command { background: #f0f4fa; padding: 6px; }
        pre.transcript { background: #f7f7f7; padding: 6px; white-space: pre; overflow-x: auto; }
        .error { background: #fdecea; color: #a5281b; border-left: 4px solid #c0392b; padding: 6px 8px; margin-top: 6px; white-space: pre-wrap; font-weight: bold; }
        .note, .none { color: #777; margin: 4px 0; }
        .prose { margin: 4px 0 8px; }
        .prose p { margin: 0 0 4px; }
        .predict { background: #fff8e1; border-left: 4px solid #f1c40f; padding: 6px 8px; margin: 6px 0; }
        .predict .question { font-weight: bold; margin: 0 0 4px; }
        .predict .answer { display: none; margin-top: 6px; }
        .predict.revealed .answer { display: block; }
        .predict .hint { color: #777; font-size: 80%; }
        .predict.revealed .hint { display: none; }
        ol.events { margin: 0; padding-left: 22px; font-size: 12px; }
        body.js .step, body.js .picture { display: none; }
        body.js .step.current, body.js .picture.current { display: block; }
        .swatch.inserted { background: #c9efcf; border: 2px solid #1e8449; }
        .swatch.deleted { background: #fbe3e0; border: 1px dashed #c0392b; }
        .swatch.reloaded { background: #fde2c0; border: 2px solid #d35400; }
        .swatch.reconfigured { background: #e8daef; border: 2px dashed #7d3c98; }
        .legend b.arrow { color: #1f618d; margin-left: 10px; }
        table.spaces { border-collapse: collapse; margin: 6px 0; font: 12px/1.35 Menlo, Consolas, monospace; }
        table.spaces th, table.spaces td { border: 1px solid #ddd; padding: 2px 8px; vertical-align: top; text-align: left; }
        table.spaces ol { margin: 0; padding-left: 28px; }
        table.spaces li.gone { color: #c0392b; text-decoration: line-through; }
        table.spaces li.new { color: #1e8449; font-weight: bold; }
        table.spaces li.moving { color: #1f618d; font-weight: bold; }
        table.spaces li.reloaded { color: #d35400; }
        ul.changes { margin: 6px 0; padding-left: 20px; font: 12px/1.35 Menlo, Consolas, monospace; }
        .disagree { background: #fff4e0; border-left: 4px solid #e67e22; padding: 6px 8px; margin-top: 6px; }
        .disagree pre { margin-top: 4px; }
        .picture g.inserted, .picture g.moved, .picture g.ghost, .picture g.reloaded, .picture g.arrow { transform-box: fill-box; transform-origin: center; }
        body.js.animate .picture.current g.ghost { animation: colscript-fade var(--t) ease-in-out both; }
        body.js.animate .picture.current g.inserted { animation: colscript-appear var(--t) ease-in-out both; }
        body.js.animate .picture.current g.moved { animation: colscript-slide var(--t) ease-in-out both; }
        body.js.animate .picture.current g.reloaded { animation: colscript-crossfade var(--t) ease-in-out both; }
        body.js.animate .picture.current g.arrow { animation: colscript-fade var(--t) ease-in-out both; }
        body.js.animate.reverse .picture.current g { animation-direction: reverse; }
        body.still-before .picture.current g.moved { transform: translate(var(--dx, 0px), var(--dy, 0px)); }
        body.still-before .picture.current g.inserted { opacity: 0; }
        body.still-after .picture.current g.ghost, body.still-after .picture.current g.arrow { opacity: 0; }
        body.paused .picture g { animation-play-state: paused !important; }
        @keyframes colscript-fade { from { opacity: 0.85; } to { opacity: 0; } }
        @keyframes colscript-appear { from { opacity: 0; } to { opacity: 1; } }
        @keyframes colscript-slide { from { transform: translate(var(--dx, 0px), var(--dy, 0px)); } to { transform: none; } }
        @keyframes colscript-crossfade { 0% { opacity: 1; } 50% { opacity: 0.2; } 100% { opacity: 1; } }
        body.present { font-size: 24px; overflow: hidden; display: flex; flex-direction: column; height: 100vh; }
        body.present header { padding: 4px 12px; position: static; flex: 0 0 auto; }
        body.present nav { font-size: 14px; }
        body.present h1, body.present .legend, body.present .step h3, body.present pre.transcript, body.present ol.events,
        body.present p.none, body.present .step h2, body.present #now { display: none; }
        body.present main { flex: 1 1 auto; min-height: 0; box-sizing: border-box; padding: 8px 16px; gap: 24px; }
        body.present #pictures { flex: 0 0 auto; height: 100%; max-height: none; overflow: hidden; border: none; }
        body.present #pictures .picture.current { height: 100%; }
        body.present #pictures svg { display: block; }
        body.present #steps { height: 100%; overflow: auto; }
        body.present .step { border: none; padding: 0; background: none; }
        body.present pre.command, body.present ul.changes, body.present table.spaces, body.present .predict { font-size: clamp(14px, 2.3vh, 24px); }
        body.present .prose { font-size: clamp(16px, 2.6vh, 28px); line-height: 1.3; }

        """
}
