print("colscript")
